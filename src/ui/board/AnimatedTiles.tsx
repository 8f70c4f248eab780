/**
 * Tiles keyed by their number, so framer-motion slides each one to its new cell when the board
 * changes (and skips the animation under reduced motion). `m` + LazyMotion with only the DOM
 * animation features: the full `motion` component ships gestures, drag and layout animation this
 * board never uses. This module is its own chunk (Board), loaded after the first paint.
 */
import { LazyMotion, domAnimation, m, useReducedMotion } from 'framer-motion';
import { tileButtonProps, type TilesProps } from './tileProps';

export function AnimatedTiles(props: TilesProps) {
  const reduceMotion = useReducedMotion();
  const still = reduceMotion || !props.animate;
  return (
    <LazyMotion features={domAnimation} strict>
      {props.geometry.placed.map((placed) => {
        const { size, children, ...button } = tileButtonProps(props, placed);
        return (
          <m.button
            key={placed.tile}
            {...button}
            initial={false}
            animate={{ x: placed.x, y: placed.y }}
            transition={still ? { duration: 0 } : { type: 'spring', stiffness: 500, damping: 38 }}
            style={size}
          >
            {children}
          </m.button>
        );
      })}
    </LazyMotion>
  );
}
