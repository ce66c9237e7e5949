/**
 * The start of a PNG of `width` × `height`: its signature and IHDR chunk, which is all image-size reads. The
 * checksum stays zero; nothing that reads the size checks it.
 */
export function pngHeader(width: number, height: number): Buffer {
  const png = Buffer.alloc(33);
  png.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  png.writeUInt32BE(13, 8);
  png.write('IHDR', 12, 'latin1');
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.set([8, 2], 24); // 8 bits a sample, RGB
  return png;
}
