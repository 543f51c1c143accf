import { brand } from '@shared/brand.js';
import theme from 'theme';

export default `page.js: ${brand}, ${theme} theme`;
