export default 'light';
