export default 'Hallo';
