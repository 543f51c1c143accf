export default 'Hello';
