import { ActionsList } from '../components/actions-list';

/** "My actions": what the signed-in user changed (every account). */
export default function MyActionsPage() {
  return <ActionsList scope="mine" />;
}
