import { Icon } from '@lobby/ui-kit';
import type { ReactNode } from 'react';
import * as s from './form.css';

/** A form-level message (a server answer that belongs to no single field); announced when it appears. */
export function FormAlert({ children, id }: { children?: ReactNode; id?: string }) {
  return (
    <div role="alert" aria-live="assertive">
      {children ? (
        <p className={s.alert} id={id} data-testid="form-alert">
          <Icon name="warning" size={18} className={s.alertIcon} />
          <span>{children}</span>
        </p>
      ) : null}
    </div>
  );
}
