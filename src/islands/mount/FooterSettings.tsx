/** The footer's country and social settings, their messages loaded with their code. */
import FooterSettings from '../footer/FooterSettings';
import { loadIslandMessages } from './messages';
import { withMessages } from './with-messages';

if (!import.meta.env.SSR) await loadIslandMessages(['footer']);

const MountedFooterSettings = withMessages(FooterSettings, { messages: 'footer' });
export default MountedFooterSettings;
