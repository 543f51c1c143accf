import text from './notes/message.txt';

export default text;
