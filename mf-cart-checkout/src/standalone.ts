import { mountStandalone } from '@ph/remote-kit';
import { lifecycles } from './lifecycles';

const root = document.getElementById('root');
if (root) void mountStandalone('cart-checkout', lifecycles, root);
