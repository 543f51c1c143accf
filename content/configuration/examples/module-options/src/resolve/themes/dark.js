export default 'dark';
