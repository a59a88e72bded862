/**
 * Photos for the picture benchmark, made with sharp: a gradient and soft
 * shapes in colour, texture at every scale from a tenth of the picture to a
 * few pixels (as foliage, fabric or stone give a camera), hard-edged shapes,
 * and fine grain, so encoders meet what a camera gives them rather than flat
 * colour or pure noise. Each photo differs by its seed; every run makes the same.
 */
import sharp from 'sharp';

/** A small deterministic generator, so every run encodes the same photos. */
function random(seed: number): () => number {
  let state = (seed + 1) * 2654435761;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return ((state >>> 0) % 1_000_000) / 1_000_000;
  };
}

export async function photo(seed: number, width = 2000, height = Math.round((width * 2) / 3)): Promise<Buffer> {
  const next = random(seed);
  const colour = () => `hsl(${Math.round(next() * 360)}, ${Math.round(30 + next() * 50)}%, ${Math.round(20 + next() * 60)}%)`;
  const at = () => `x="${(next() * width).toFixed(0)}" y="${(next() * height).toFixed(0)}"`;
  const soft = Array.from({ length: 10 }, () => {
    const [x, y, r] = [next() * width, next() * height, 40 + next() * width * 0.2];
    return `<circle cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" r="${r.toFixed(0)}" fill="${colour()}" opacity="${(0.3 + next() * 0.6).toFixed(2)}"/>`;
  }).join('');
  const hard = Array.from(
    { length: 14 },
    () => `<rect ${at()} width="${(20 + next() * width * 0.15).toFixed(0)}" height="${(20 + next() * height * 0.4).toFixed(0)}" fill="${colour()}"/>`,
  ).join('');
  const defs = `<defs><linearGradient id="g" x1="0" y1="0" x2="${next().toFixed(2)}" y2="1"><stop offset="0" stop-color="${colour()}"/><stop offset="1" stop-color="${colour()}"/></linearGradient>
    <filter id="b"><feGaussianBlur stdDeviation="${(10 + next() * 30).toFixed(0)}"/></filter></defs>`;
  // The blurred layer is drawn at an eighth of the size and scaled up: blurring 2,000 px in SVG takes seconds.
  const blurred = `<svg xmlns="http://www.w3.org/2000/svg" width="${width / 8}" height="${height / 8}" viewBox="0 0 ${width} ${height}">${defs}
    <rect width="100%" height="100%" fill="url(#g)"/><g filter="url(#b)">${soft}</g></svg>`;
  const edges = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${hard}</svg>`;
  // Three channels: the SVG is drawn with an alpha channel, which read as RGB would scramble the picture.
  const background = await sharp(Buffer.from(blurred)).resize(width, height).flatten().raw().toBuffer();
  const grain = { width, height, channels: 3 as const };
  // Texture: random lightness about mid-grey on a coarse grid, enlarged smoothly, at five scales, each finer one fainter;
  // over the shapes too, as light and surface vary across any object.
  const texture = await Promise.all(
    [160, 64, 24, 9, 3].map(async (cell, i) => {
      const [w, h] = [Math.ceil(width / cell), Math.ceil(height / cell)];
      const spread = 70 - i * 10;
      const tones = Buffer.alloc(w * h * 3);
      for (let j = 0; j < tones.length; j += 3) tones.fill(128 - spread / 2 + Math.floor(next() * spread), j, j + 3);
      const input = await sharp(tones, { raw: { width: w, height: h, channels: 3 } })
        .resize(width, height, { kernel: 'cubic' })
        .raw()
        .toBuffer();
      return { input, raw: grain, blend: 'soft-light' as const };
    }),
  );
  // Grain about mid-grey, ±12, from the same generator: sharp's own Gaussian noise takes over a second a photo.
  const noise = Buffer.alloc(width * height * 3);
  for (let i = 0; i < noise.length; i++) noise[i] = 116 + Math.floor(next() * 25);
  return sharp(background, { raw: grain })
    .composite([{ input: Buffer.from(edges) }, ...texture, { input: noise, raw: grain, blend: 'overlay' }])
    .jpeg({ quality: 88 })
    .toBuffer();
}
