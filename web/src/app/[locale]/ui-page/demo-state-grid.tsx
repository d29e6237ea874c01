import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { DemoState } from './demo-state';

/** One state of a demo: its caption and the props that differ from the other states. */
export interface DemoStateSpec<P> {
  /** The translated caption; unique within a grid, so it also keys the state. */
  readonly state: string;
  readonly props: P;
}

/**
 * A two-column grid showing one component in several states. The component is written once in
 * `render`; each state only lists what makes it different, so the states stay comparable.
 * `children` come after the states, for a demo that does not fit the pattern.
 */
export function DemoStateGrid<P>({
  states,
  render,
  rowGap = 'normal',
  children,
}: {
  readonly states: readonly DemoStateSpec<P>[];
  readonly render: (props: P) => ReactNode;
  /** Wide for tall demos (radio groups with descriptions), so neighbouring states do not run together. */
  readonly rowGap?: 'normal' | 'wide';
  readonly children?: ReactNode;
}) {
  return (
    <div className={clsx('grid gap-x-8', rowGap === 'wide' ? 'gap-y-8' : 'gap-y-6', 'md:grid-cols-2')}>
      {states.map(({ state, props }) => (
        <DemoState key={state} label={state}>
          {render(props)}
        </DemoState>
      ))}
      {children}
    </div>
  );
}
