/** The header's currency picker, its messages loaded with its code. */
import CurrencyPicker from '../header/CurrencyPicker';
import { loadIslandMessages } from './messages';
import { withMessages } from './with-messages';

if (!import.meta.env.SSR) await loadIslandMessages(['header']);

const MountedCurrencyPicker = withMessages(CurrencyPicker, { messages: 'header' });
export default MountedCurrencyPicker;
