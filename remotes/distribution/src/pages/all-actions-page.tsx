import { ActionsList } from '../components/actions-list';

/** "All actions": every write of every user (administrators: LogAction). */
export default function AllActionsPage() {
  return <ActionsList scope="all" />;
}
