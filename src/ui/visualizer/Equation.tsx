/** f = g + h written out with the numbers of one node, in the form the algorithm orders by. */
import { useTranslation } from 'react-i18next';
import type { NodeInfo } from '../../core/events';
import type { RunSetup } from '../../store/runStore';
import { fmt } from './narration';

export function Equation({ node, setup }: { node: NodeInfo; setup: RunSetup }) {
  const { t } = useTranslation();
  let text: string;
  switch (setup.algorithm) {
    case 'astar':
    case 'idastar':
      text = t('current.equationValues', { g: node.g, h: node.h, f: fmt(node.f) });
      break;
    case 'wastar':
      text = t('current.equationWeighted', { g: node.g, h: node.h, w: setup.weight, f: fmt(node.f) });
      break;
    case 'greedy':
      text = t('current.equationGreedy', { h: node.h });
      break;
    default:
      text = t('current.equationBfs', { g: node.g });
  }
  return (
    <p className="equation" data-testid="equation" data-f={node.f} data-g={node.g} data-h={node.h}>
      {text}
    </p>
  );
}
