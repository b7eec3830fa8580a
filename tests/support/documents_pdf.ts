/**
 * Looks at a rendered PDF the way a reader would: poppler's pdftoppm makes
 * a PNG of each page (Debian poppler-utils; .ci/run installs it), the PNG
 * is decoded here with zlib, and pdftotext gives the text a reader copies.
 */
import { execFile } from 'node:child_process'
import { mkdir, readFile, readdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { inflateSync } from 'node:zlib'
import app from '@adonisjs/core/services/app'

const run = promisify(execFile)

export const DOCUMENTS_OUT = () => app.makePath('tmp', 'documents')

/** Writes the PDF and its pages as PNG (grayscale) under tmp/documents; returns the PNG paths. */
export async function pdfToPngs(pdf: Buffer, name: string, dpi = 72): Promise<string[]> {
  const folder = DOCUMENTS_OUT()
  await mkdir(folder, { recursive: true })
  const pdfPath = join(folder, `${name}.pdf`)
  await writeFile(pdfPath, pdf)
  await run('pdftoppm', ['-r', String(dpi), '-gray', '-png', pdfPath, join(folder, name)])
  const files = await readdir(folder)
  return files
    .filter((file) => file.startsWith(`${name}-`) && file.endsWith('.png'))
    .sort()
    .map((file) => join(folder, file))
}

/** The text of every page, as pdftotext extracts it (UTF-8). */
export async function pdfText(pdf: Buffer, name: string): Promise<string> {
  const folder = DOCUMENTS_OUT()
  await mkdir(folder, { recursive: true })
  const pdfPath = join(folder, `${name}.text.pdf`)
  await writeFile(pdfPath, pdf)
  const { stdout } = await run('pdftotext', ['-raw', '-enc', 'UTF-8', pdfPath, '-'], {
    maxBuffer: 16 * 1024 * 1024,
  })
  return stdout
}

/**
 * Text to compare: without the zero-width spaces that only mark Thai word
 * breaks, spaces collapsed, and sara am in one form. The PDF draws ำ as
 * nikhahit + sara aa with the nikhahit before a tone mark (as a Thai shaper
 * orders them, #services/documents/thai_text), so a reader copies "น ํ ้ า";
 * NFKC of the source word gives "น ้ ํ า". Pass expectations through this too.
 */
export function readable(text: string) {
  return text
    .replace(/\u200B/g, '')
    .replace(/[ \t]+/g, ' ')
    .normalize('NFKC')
    .replace(/\u0E4D([\u0E48-\u0E4B])/g, '$1\u0E4D')
}

export type Gray = { width: number; height: number; pixels: Uint8Array }

/** Decodes an 8-bit grayscale or RGB, non-interlaced PNG (what pdftoppm writes) to gray levels. */
export async function readGrayPng(path: string): Promise<Gray> {
  const data = await readFile(path)
  if (data.subarray(0, 8).toString('hex') !== '89504e470d0a1a0a') throw new Error('not a PNG')
  let offset = 8
  let width = 0
  let height = 0
  let channels = 1
  const idat: Buffer[] = []
  while (offset < data.length) {
    const length = data.readUInt32BE(offset)
    const type = data.subarray(offset + 4, offset + 8).toString('ascii')
    const body = data.subarray(offset + 8, offset + 8 + length)
    if (type === 'IHDR') {
      width = body.readUInt32BE(0)
      height = body.readUInt32BE(4)
      const [bitDepth, colorType, , , interlace] = body.subarray(8, 13)
      channels = colorType === 2 ? 3 : 1
      if (bitDepth !== 8 || (colorType !== 0 && colorType !== 2) || interlace !== 0) {
        throw new Error(`unexpected PNG format ${bitDepth}/${colorType}/${interlace}`)
      }
    } else if (type === 'IDAT') {
      idat.push(body)
    }
    offset += 12 + length
  }
  const raw = inflateSync(Buffer.concat(idat))
  const stride = width * channels
  const rows = new Uint8Array(stride * height)
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)]
    for (let x = 0; x < stride; x++) {
      const value = raw[y * (stride + 1) + 1 + x]
      const left = x >= channels ? rows[y * stride + x - channels] : 0
      const up = y > 0 ? rows[(y - 1) * stride + x] : 0
      const upLeft = x >= channels && y > 0 ? rows[(y - 1) * stride + x - channels] : 0
      let predicted = 0
      if (filter === 1) predicted = left
      else if (filter === 2) predicted = up
      else if (filter === 3) predicted = (left + up) >> 1
      else if (filter === 4) {
        const p = left + up - upLeft
        const pa = Math.abs(p - left)
        const pb = Math.abs(p - up)
        const pc = Math.abs(p - upLeft)
        predicted = pa <= pb && pa <= pc ? left : pb <= pc ? up : upLeft
      }
      rows[y * stride + x] = (value + predicted) & 0xff
    }
  }
  const pixels = new Uint8Array(width * height)
  for (let index = 0; index < width * height; index++) {
    let sum = 0
    for (let channel = 0; channel < channels; channel++) sum += rows[index * channels + channel]
    pixels[index] = Math.round(sum / channels)
  }
  return { width, height, pixels }
}

/** Share of dark pixels (ink) in a band of rows, 0…1. */
export function inkShare(image: Gray, fromRow = 0, toRow = image.height) {
  let dark = 0
  for (let y = fromRow; y < toRow; y++) {
    for (let x = 0; x < image.width; x++) if (image.pixels[y * image.width + x] < 160) dark++
  }
  return dark / ((toRow - fromRow) * image.width)
}
