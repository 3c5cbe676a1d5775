// The reference for the upload part: a bare Node HTTP server that writes each request
// body, as it arrives, to a file and answers 201. No parsing, checking, hashing,
// database or framework: what receiving the same bytes onto the same disk costs.
import { createWriteStream } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';

const dir = process.env.RECEIVE_DIR;
let count = 0;
createServer((request, response) => {
  count += 1;
  pipeline(request, createWriteStream(path.join(dir, `received-${count}`))).then(
    () => {
      response.writeHead(201, { 'content-type': 'application/json' });
      response.end('{"success":true}');
    },
    () => response.destroy(),
  );
}).listen(Number(process.env.PORT), '127.0.0.1', () => console.log('ready'));
