import { formatPrice } from './format.js';
import { button } from 'ui';
import 'ui/register.js';

document.body.append(button(`Buy for ${formatPrice(1999)}`));
