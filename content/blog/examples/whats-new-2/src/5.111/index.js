console.log('Hello from src/5.111/index.js');
