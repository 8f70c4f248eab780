/**
 * The road map's label placement (src/ui/domains/roadMap/labelPlacement.ts): on AIMA's crowded
 * north-west (Arad, Zerind, Oradea, Sibiu, Timisoara) at a projector's size the names and the
 * g + h = f labels stand clear of each other and inside the drawing, and the names stay where
 * they are when values come and go.
 */
import { describe, expect, it } from 'vitest';
import { placeLabels, type Box, type LabelRequest } from '../../../../src/ui/domains/roadMap/labelPlacement';

// Positions from Romania (y flipped, as the view draws them); one drawing unit is one pixel here.
const CITIES = [
  { name: 'Arad (start)', at: { x: 91, y: -492 } },
  { name: 'Zerind', at: { x: 108, y: -531 } },
  { name: 'Oradea', at: { x: 131, y: -571 } },
  { name: 'Sibiu', at: { x: 207, y: -457 } },
  { name: 'Timisoara', at: { x: 94, y: -410 } },
];
const width = (text: string, size: number, bold: boolean) => text.length * size * (bold ? 0.66 : 0.62);

function request(values: (string | null)[]): LabelRequest {
  return {
    cities: CITIES.map((c, i) => ({ ...c, values: values[i] })),
    roads: [],
    nameSize: 16,
    valueSize: 14.4,
    lengthSize: 13.6,
    dotRadius: 9,
    bounds: { x: 40, y: -620, width: 260, height: 250 },
    width,
  };
}

function boxes(req: LabelRequest, places: ReturnType<typeof placeLabels>): Box[] {
  const out: Box[] = [];
  req.cities.forEach((c, i) => {
    const n = places.names[i];
    const w = width(c.name, req.nameSize, true);
    out.push({ x: n.x - w / 2, y: n.y - req.nameSize * 0.6, width: w, height: req.nameSize * 1.2 });
    const v = places.values[i];
    if (v !== null && c.values !== null) {
      const vw = width(c.values, req.valueSize, false);
      out.push({ x: v.x - vw / 2, y: v.y - req.valueSize * 0.6, width: vw, height: req.valueSize * 1.2 });
    }
  });
  return out;
}

const clear = (a: Box, b: Box) =>
  a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y;

describe('placeLabels', () => {
  it('keeps names and g + h = f clear of each other and inside the drawing', () => {
    const req = request(['0+366=366', '75+374=449', '146+380=526', '140+253=393', '118+329=447']);
    const all = boxes(req, placeLabels(req));
    all.forEach((a, i) => all.slice(i + 1).forEach((b) => expect(clear(a, b)).toBe(true)));
    const { bounds } = req;
    for (const b of all) {
      expect(b.x).toBeGreaterThanOrEqual(bounds.x);
      expect(b.x + b.width).toBeLessThanOrEqual(bounds.x + bounds.width);
    }
  });

  it('places the names from the map alone: values coming and going do not move them', () => {
    const none = placeLabels(request([null, null, null, null, null]));
    const some = placeLabels(request([null, '75+374=449', null, '140+253=393', null]));
    expect(some.names).toEqual(none.names);
    expect(some.values[0]).toBeNull();
  });

  it('leaves out a road length that has no clear place, and keeps the ones that have', () => {
    const at = (name: string) => CITIES.find((c) => c.name.startsWith(name))!.at;
    const roads = [
      { a: at('Arad'), b: at('Zerind'), text: '75' },
      { a: at('Zerind'), b: at('Oradea'), text: '71' },
      { a: at('Arad'), b: at('Sibiu'), text: '140' },
      { a: at('Arad'), b: at('Timisoara'), text: '118' },
    ];
    const roomy = { ...request([null, null, null, null, null]), roads };
    const kept = placeLabels(roomy).lengths;
    expect(kept.filter((l) => l !== null).length).toBeGreaterThan(0);
    // The same map with labels three times the size: no room, and nothing written over a name.
    const crowded = { ...roomy, nameSize: 48, valueSize: 43, lengthSize: 41, dotRadius: 27 };
    const places = placeLabels(crowded);
    const names = boxes(crowded, places);
    places.lengths.forEach((l, i) => {
      if (l === null) return;
      const w = width(roads[i].text, crowded.lengthSize, false);
      const box = { x: l.x - w / 2, y: l.y - crowded.lengthSize * 0.6, width: w, height: crowded.lengthSize * 1.2 };
      for (const n of names) expect(clear(box, n), `length ${roads[i].text}`).toBe(true);
    });
    expect(places.lengths.filter((l) => l === null).length).toBeGreaterThan(0);
  });
});
