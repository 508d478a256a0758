import type * as React from 'react';
import { clsx } from 'clsx';

/**
 * A determinate progress bar (0–100), with the roles and values Radix's Progress gives it, without
 * its script: the career form's page stays within its JavaScript budget (issue 13).
 */
function Progress({ className, value, ...props }: Omit<React.ComponentProps<'div'>, 'children'> & { value: number }) {
  const percent = Math.min(100, Math.max(0, value));
  return (
    <div
      role="progressbar"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={`${Math.round(percent)}%`}
      data-slot="progress"
      data-state={percent >= 100 ? 'complete' : 'loading'}
      // No caller overrides these classes: joined, not merged (no tailwind-merge in the career form).
      className={clsx('relative h-2.5 w-full overflow-hidden rounded-full bg-secondary', className)}
      {...props}
    >
      <div
        data-slot="progress-indicator"
        className="h-full w-full flex-1 bg-accent transition-transform duration-200"
        style={{ transform: `translateX(-${100 - percent}%)` }}
      />
    </div>
  );
}

export { Progress };
