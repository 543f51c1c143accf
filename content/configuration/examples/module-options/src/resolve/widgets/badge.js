import { brand } from '@shared/brand.js';
import theme from 'theme';

export default `widgets/badge.js: ${brand}, ${theme} theme`;
