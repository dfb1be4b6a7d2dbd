import { paths } from '@shop/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * The way to an event's door page. It loads the page as a new document: the camera is allowed
 * by that page's own Permissions-Policy, and a policy belongs to the document the browser
 * loaded, not to the route the app shows later.
 */
export function CheckInLink(props: {
  eventId: string;
  className: string | undefined;
  label?: string | undefined;
  children: ReactNode;
}) {
  return (
    <Link
      className={props.className}
      to={paths.eventCheckIn.build(props.eventId)}
      aria-label={props.label}
      reloadDocument
    >
      {props.children}
    </Link>
  );
}
