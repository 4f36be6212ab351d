import type { MessageKey } from '../i18n/messages.ts';
import { Building2, CircleHelp, Headset, House, MonitorPlay } from './icons.ts';

/** Header tabs; which of the spec's icons are shown is our choice (SPEC 1). */
export const NAV_ITEMS: { path: string; label: MessageKey; icon: typeof House }[] = [
  { path: '/', label: 'nav.home', icon: House },
  { path: '/videos', label: 'nav.videos', icon: MonitorPlay },
  { path: '/our-story', label: 'nav.ourStory', icon: Building2 },
  { path: '/faq', label: 'nav.faq', icon: CircleHelp },
  { path: '/contact-us', label: 'nav.contactUs', icon: Headset },
];

/** The tab matching the current path: exact for home, prefix for the others. */
export function isActiveTab(tabPath: string, barePath: string): boolean {
  if (tabPath === '/') return barePath === '/';
  return barePath === tabPath || barePath.startsWith(`${tabPath}/`);
}
