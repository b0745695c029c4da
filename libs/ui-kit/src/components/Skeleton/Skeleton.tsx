import type { CSSProperties } from 'react';
import { cx } from '../shared/cx';
import * as s from './Skeleton.css';

export type SkeletonProps =
  | {
      shape?: 'text';
      /** Number of lines; the last is shorter, like a paragraph. */ lines?: number;
      width?: string;
      className?: string;
    }
  | {
      shape: 'rect';
      /** CSS aspect-ratio, e.g. "1 / 1" or "3 / 4" for game tiles. */ ratio?: string;
      width?: string;
      className?: string;
    }
  | { shape: 'circle'; size?: string; className?: string };

/**
 * A placeholder shaped like the content that is loading. Decorative: the region that loads should set
 * aria-busy, and callers announce completion if needed.
 */
export function Skeleton(props: SkeletonProps) {
  if (props.shape === 'circle') {
    const size = props.size ?? '2.5rem';
    return (
      <span
        aria-hidden="true"
        className={cx(s.base, s.shape.circle, props.className)}
        style={{ width: size, height: size }}
      />
    );
  }
  if (props.shape === 'rect') {
    const style: CSSProperties = { aspectRatio: props.ratio ?? '1 / 1', width: props.width };
    return <span aria-hidden="true" className={cx(s.base, s.shape.rect, props.className)} style={style} />;
  }
  const count = Math.max(1, props.lines ?? 1);
  return (
    <span aria-hidden="true" className={cx(s.lines, props.className)} style={{ width: props.width }}>
      {Array.from({ length: count }, (_, i) => (
        <span
          key={i}
          className={cx(s.base, s.shape.text)}
          style={{ width: count > 1 && i === count - 1 ? '60%' : '100%' }}
        />
      ))}
    </span>
  );
}
