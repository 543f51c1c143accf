self.addEventListener('message', (event) => self.postMessage(`${event.data}, by way of a worker`));
