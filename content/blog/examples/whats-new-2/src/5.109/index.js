import './style.css';

document.body.textContent = `Built in ${import.meta.env.MODE} mode`;
