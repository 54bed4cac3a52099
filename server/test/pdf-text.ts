// A tiny PDF text reader for the tests: the text a PDF made by pdfkit draws, line by line in the order drawn (visual
// order, as a reader's eye goes left to right), through each font's ToUnicode map. Not a general PDF parser.
import { inflateSync } from 'node:zlib';

export function pdfText(pdf: Buffer): string[] {
  const source = pdf.toString('latin1');
  const objects = new Map<number, { dict: string; stream: string | null }>();
  // A stream is read by its /Length, not up to the next "endobj": compressed bytes may spell that word.
  const start = /(\d+) 0 obj/g;
  for (let match = start.exec(source); match; match = start.exec(source)) {
    const from = match.index + match[0].length;
    const at = source.indexOf('stream', from);
    const end = source.indexOf('endobj', from);
    const hasStream = at >= 0 && at < end;
    const dict = source.slice(from, hasStream ? at : end);
    let stream: string | null = null;
    if (hasStream) {
      const begin = at + 'stream'.length + (source.startsWith('\r\n', at + 'stream'.length) ? 2 : 1);
      const raw = Buffer.from(source.slice(begin, begin + Number(dict.match(/\/Length (\d+)/)?.[1])), 'latin1');
      stream = (/FlateDecode/.test(dict) ? inflateSync(raw) : raw).toString('latin1');
      start.lastIndex = begin + raw.length;
    }
    objects.set(Number(match[1]), { dict, stream });
  }
  const ref = (dict: string, key: string) => Number(dict.match(new RegExp(`/${key} (\\d+) 0 R`))?.[1]);
  const unicodeMap = (cmap: string) => {
    const map = new Map<number, string>();
    const hex = (h: string) => String.fromCodePoint(...(h.match(/.{4}/g) ?? []).map((c) => parseInt(c, 16)));
    for (const [, from, , list] of cmap.matchAll(/<([0-9a-f]+)> <([0-9a-f]+)> \[([^\]]*)\]/gi))
      [...list!.matchAll(/<([0-9a-f]+)>/gi)].forEach((m, i) => map.set(parseInt(from!, 16) + i, hex(m[1]!)));
    for (const [, code, text] of cmap.matchAll(/^<([0-9a-f]+)> <([0-9a-f]+)>$/gim))
      map.set(parseInt(code!, 16), hex(text!));
    return map;
  };
  const lines: string[] = [];
  for (const [, page] of objects) {
    if (!/\/Type \/Page\b/.test(page.dict)) continue;
    const resources = objects.get(ref(page.dict, 'Resources'))?.dict ?? page.dict;
    const fontMaps = new Map<string, Map<number, string>>();
    for (const [, name, id] of resources.matchAll(/\/(F\d+) (\d+) 0 R/g))
      fontMaps.set(name!, unicodeMap(objects.get(ref(objects.get(Number(id))!.dict, 'ToUnicode'))?.stream ?? ''));
    const content = objects.get(ref(page.dict, 'Contents'))?.stream ?? '';
    let font = new Map<number, string>();
    for (const block of content.split(/\bBT\b/).slice(1)) {
      let text = '';
      for (const [, name, array, single] of block.matchAll(/\/(F\d+) [\d.]+ Tf|\[([^\]]*)\] TJ|<([0-9a-f]*)> Tj/gi)) {
        if (name) font = fontMaps.get(name) ?? new Map();
        for (const [, h] of (array ?? `<${single ?? ''}>`).matchAll(/<([0-9a-f]*)>/gi))
          for (const code of h!.match(/.{4}/g) ?? []) text += font.get(parseInt(code, 16)) ?? '';
      }
      if (text) lines.push(text);
    }
  }
  return lines;
}
