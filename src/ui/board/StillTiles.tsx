/** Tiles at their cells with no animation: what a board shows until the animation code has loaded. */
import { tileButtonProps, type TilesProps } from './tileProps';

export function StillTiles(props: TilesProps) {
  return props.geometry.placed.map((placed) => {
    const { size, children, ...button } = tileButtonProps(props, placed);
    return (
      <button key={placed.tile} {...button} style={{ ...size, transform: `translate(${placed.x}px, ${placed.y}px)` }}>
        {children}
      </button>
    );
  });
}
