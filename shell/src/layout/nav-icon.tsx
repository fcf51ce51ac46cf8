import type { NavIcon as NavIconName } from '@console/contracts';
import {
  BookOpen, ChartColumn, CreditCard, Dot, FileText, Film, Folder, Heart, House, ListVideo, Mail, MessageCircle, Radio, Shield, ShoppingCart, SquareCheckBig, Tag, Users,
  type LucideIcon,
} from 'lucide-react';

// The names remotes may use in their metadata (contracts' navIconNames), drawn with lucide's icons.
const icons: Record<NavIconName, LucideIcon> = {
  home: House,
  'check-square': SquareCheckBig,
  users: Users,
  'file-text': FileText,
  'shopping-cart': ShoppingCart,
  book: BookOpen,
  'bar-chart': ChartColumn,
  shield: Shield,
  film: Film,
  radio: Radio,
  mail: Mail,
  'message-circle': MessageCircle,
  heart: Heart,
  'credit-card': CreditCard,
  tag: Tag,
  folder: Folder,
  'list-video': ListVideo,
};

const isKnown = (name: string | undefined): name is NavIconName => name !== undefined && Object.hasOwn(icons, name);

/** A menu icon; decorative (the entry's text names it). An icon this shell does not know draws a dot. */
export function NavIcon({ name }: { name: string | undefined }) {
  const Icon = isKnown(name) ? icons[name] : Dot;
  return <Icon className="nav-icon" size={20} aria-hidden="true" />;
}
