import { Link } from 'react-router';
import { paths } from '@shop/contracts';
import formStyles from '@/components/form.module.css';
import { myTicketsTexts } from '@/features/events/utils/my-tickets-texts';

/** The customer's 'Ver tickets' on an event's card: their tickets at /mistickets/{id}. */
export function SeeTicketsLink({ eventId, describedBy }: { eventId: string; describedBy: string }) {
  return (
    <Link
      to={paths.myTickets.build(eventId)}
      className={formStyles.button}
      aria-describedby={describedBy}
    >
      {myTicketsTexts.seeTickets}
    </Link>
  );
}
