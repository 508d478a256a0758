// Run in the page by tests/e2e/icon-sprite.spec.ts: draws each icon's cell of the sprite (the cell
// starting `offsets[i]` units from the sprite's left edge) and its reference SVG on canvases at
// `scale`, and counts, per icon, the inked pixels and those whose coverage (alpha) differs by more
// than a third.
(async ({ sprite, offsets, references, scale }) => {
  const image = (svg) =>
    new Promise((resolve, reject) => {
      const img = new Image();
      img.onload = () => resolve(img);
      img.onerror = reject;
      img.src = 'data:image/svg+xml,' + encodeURIComponent(svg);
    });
  const size = 24 * scale;
  const alpha = (draw) => {
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = size;
    const context = canvas.getContext('2d');
    draw(context);
    return context.getImageData(0, 0, size, size).data;
  };
  const spriteWidth = Number(/viewBox="0 0 (\d+) 24"/.exec(sprite)[1]);
  // Sized, so that its intrinsic height is not rounded to a whole pixel (24 units of 1,932 in 300 px).
  const spriteImage = await image(sprite.replace('<svg ', `<svg width="${spriteWidth}" height="24" `));
  const results = [];
  for (const [index, offset] of offsets.entries()) {
    const reference = await image(references[index]);
    // The sprite drawn at the scale where its cell is `size` px square, placed so that the cell is in view.
    const fromSprite = alpha((context) => context.drawImage(spriteImage, -offset * scale, 0, spriteWidth * scale, size));
    const fromLucide = alpha((context) => context.drawImage(reference, 0, 0, size, size));
    let inked = 0;
    let apart = 0;
    for (let i = 3; i < fromLucide.length; i += 4) {
      if (fromLucide[i] > 0 || fromSprite[i] > 0) inked++;
      if (Math.abs(fromLucide[i] - fromSprite[i]) > 85) apart++;
    }
    results.push({ inked, apart });
  }
  return results;
})
