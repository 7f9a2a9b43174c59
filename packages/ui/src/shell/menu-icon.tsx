import {
  BellIcon,
  BookOpenIcon,
  ClipboardListIcon,
  CircleIcon,
  FileTextIcon,
  FolderIcon,
  GitBranchIcon,
  HomeIcon,
  type LucideIcon,
  MessageSquareIcon,
  PresentationIcon,
  SettingsIcon,
  UserIcon,
  UsersIcon,
  LinkIcon,
  BookMarkedIcon,
  ListChecksIcon,
  SparklesIcon,
  MonitorIcon,
} from "lucide-react";

/** Icon names the server's menu records use, mapped to lucide icons; unknown names get a dot. */
const menuIcons: Record<string, LucideIcon> = {
  home: HomeIcon,
  dashboard: HomeIcon,
  system: SettingsIcon,
  user: UserIcon,
  peoples: UsersIcon,
  message: MessageSquareIcon,
  bell: BellIcon,
  dict: BookOpenIcon,
  documentation: FileTextIcon,
  folder: FolderIcon,
  education: PresentationIcon,
  classroom: PresentationIcon,
  list: ClipboardListIcon,
  form: ListChecksIcon,
  workflow: GitBranchIcon,
  link: LinkIcon,
  book: BookMarkedIcon,
  ai: SparklesIcon,
  monitor: MonitorIcon,
};

/** Renders a menu icon by name (decorative: the title beside it names the item). */
function MenuIcon({ name, className }: { name?: string; className?: string }) {
  const Icon = (name && menuIcons[name]) || CircleIcon;
  return <Icon data-slot="menu-icon" className={className ?? "size-4 shrink-0"} aria-hidden />;
}

export { MenuIcon, menuIcons };
