// A real DNS server on 127.0.0.1 (UDP) for claim tests: it answers TXT questions from a table the
// test changes as it goes, says NXDOMAIN for names it does not know, and stays silent for names
// marked `silent` (so the resolver's timeout is what ends the wait). Hand-written with node:dgram:
// only the parts of RFC 1035 a stub resolver's TXT query uses.
import dgram from 'node:dgram';

export interface DnsServer {
  /** 127.0.0.1:<port>, as DNS_SERVERS takes it. */
  address: string;
  /** TXT records by lowercase name; each record is one string. */
  txt: Map<string, string[]>;
  /** Names the server never answers. */
  silent: Set<string>;
  /** Names asked, in order. */
  questions: string[];
  close: () => Promise<void>;
}

function readName(message: Buffer, offset: number): { name: string; end: number } {
  const labels: string[] = [];
  let at = offset;
  while (message[at] !== 0) {
    const length = message[at];
    labels.push(message.subarray(at + 1, at + 1 + length).toString('ascii'));
    at += 1 + length;
  }
  return { name: labels.join('.').toLowerCase(), end: at + 1 };
}

function txtRdata(value: string): Buffer {
  // A character-string holds at most 255 bytes; longer values are split, as DNS providers do.
  const bytes = Buffer.from(value, 'utf8');
  const chunks: Buffer[] = [];
  for (let at = 0; at < bytes.length; at += 255) {
    const part = bytes.subarray(at, at + 255);
    chunks.push(Buffer.from([part.length]), part);
  }
  return chunks.length ? Buffer.concat(chunks) : Buffer.from([0]);
}

function answer(query: Buffer, type: number, records: string[] | undefined): Buffer {
  const questionEnd = readName(query, 12).end + 4;
  const header = Buffer.alloc(12);
  query.copy(header, 0, 0, 2); // id
  const recursionDesired = query[2] & 0x01;
  header[2] = 0x84 | recursionDesired; // response, authoritative
  header[3] = records ? 0x00 : 0x03; // NOERROR or NXDOMAIN
  header.writeUInt16BE(1, 4);
  const answers = records && type === 16 ? records : [];
  header.writeUInt16BE(answers.length, 6);
  const parts = [header, query.subarray(12, questionEnd)];
  for (const record of answers) {
    const rdata = txtRdata(record);
    const fixed = Buffer.alloc(12);
    fixed.writeUInt16BE(0xc00c, 0); // pointer to the question's name
    fixed.writeUInt16BE(16, 2); // TXT
    fixed.writeUInt16BE(1, 4); // IN
    fixed.writeUInt32BE(60, 6); // TTL
    fixed.writeUInt16BE(rdata.length, 10);
    parts.push(fixed, rdata);
  }
  return Buffer.concat(parts);
}

export async function startDnsServer(): Promise<DnsServer> {
  const socket = dgram.createSocket('udp4');
  const txt = new Map<string, string[]>();
  const silent = new Set<string>();
  const questions: string[] = [];
  socket.on('message', (message, remote) => {
    if (message.length < 17) return;
    const { name, end } = readName(message, 12);
    const type = message.readUInt16BE(end);
    questions.push(name);
    if (silent.has(name)) return;
    socket.send(answer(message, type, txt.get(name)), remote.port, remote.address);
  });
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
  const { port } = socket.address();
  return {
    address: `127.0.0.1:${port}`,
    txt,
    silent,
    questions,
    close: () => new Promise((resolve) => socket.close(() => resolve())),
  };
}
