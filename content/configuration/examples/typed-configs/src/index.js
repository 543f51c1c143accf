console.log('typed');
