import {
  BarChart2, CircleHelp, Coffee, CreditCard, DollarSign, DownloadCloud, Film, MessageSquare, Monitor, PlayCircle, Radio, RefreshCcw, ShoppingBag,
  UploadCloud, Users, Video, Watch, type LucideIcon,
} from 'lucide-react';

// The icon names the content API uses (FAQ and knowledge-base categories, blog categories).
const icons: Record<string, LucideIcon> = {
  'credit-card': CreditCard,
  'download-cloud': DownloadCloud,
  'refresh-ccw': RefreshCcw,
  'shopping-bag': ShoppingBag,
  film: Film,
  'play-circle': PlayCircle,
  'upload-cloud': UploadCloud,
  radio: Radio,
  'dollar-sign': DollarSign,
  'bar-chart-2': BarChart2,
  users: Users,
  watch: Watch,
  coffee: Coffee,
  monitor: Monitor,
  'message-square': MessageSquare,
  video: Video,
};

/** The icon an API row names (a question mark for a name this remote does not know); it only decorates. */
export function ContentIcon({ name, size = 20 }: { name: string; size?: number }) {
  const Icon = icons[name] ?? CircleHelp;
  return <Icon size={size} aria-hidden="true" />;
}
