import logo from '../../shared/logo.svg';
import icon from './icon.svg';

console.log(logo, icon);
