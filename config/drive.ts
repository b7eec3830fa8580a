/*
 * Files (DESIGN §7): two disks, each either on this machine or in S3.
 *
 * - the PRIVATE disk (`DRIVE_DISK`: `local` | `s3`) holds identity documents
 *   and data exports. It has no public URL: files are handed out only through
 *   short-lived signed URLs (`disk.getSignedUrl(key, { expiresIn: '5m' })`),
 *   which for `local` point at the `drive.private` route (start/routes/drive.ts).
 * - the PUBLIC-CONTENT disk (`DRIVE_PUBLIC_DISK`: `public` | `s3_public`) holds
 *   blog covers and images placed in rich text; `public` is served at /uploads.
 *
 * Locally both live under storage/ (tmp/drive-test in tests), outside public/.
 * The S3 disks need `npm install @aws-sdk/client-s3 @aws-sdk/s3-request-presigner`
 * (optional peers, not installed by default); they are only loaded when selected.
 */
import env from '#start/env'
import app from '@adonisjs/core/services/app'
import { defineConfig, services } from '@adonisjs/drive'
import { FSDriver } from 'flydrive/drivers/fs'

const root = app.inTest ? app.tmpPath('drive-test') : app.makePath('storage')

const privateDisk = env.get('DRIVE_DISK', 'local')
const publicDisk = env.get('DRIVE_PUBLIC_DISK', 'public')

/** S3 (or any S3-compatible store: R2, MinIO, Spaces) from the S3_* variables. */
function s3(bucket: string | undefined, visibility: 'public' | 'private') {
  return services.s3({
    credentials: {
      accessKeyId: env.get('S3_ACCESS_KEY_ID', ''),
      secretAccessKey: env.get('S3_SECRET_ACCESS_KEY', ''),
    },
    region: env.get('S3_REGION', 'auto'),
    bucket: bucket ?? '',
    endpoint: env.get('S3_ENDPOINT') || undefined,
    forcePathStyle: env.get('S3_FORCE_PATH_STYLE', false),
    cdnUrl: visibility === 'public' ? env.get('S3_PUBLIC_URL') || undefined : undefined,
    supportsACL: env.get('S3_SUPPORTS_ACL', true),
    visibility,
  })
}

type Provider = ReturnType<typeof services.s3>

/**
 * An S3 disk is resolved (and the AWS SDK imported) only when it is the
 * selected disk, so the default install needs no AWS packages.
 */
function onlyWhenSelected(selected: boolean, name: string, provider: Provider): Provider {
  return {
    type: 'provider',
    async resolver(serviceName, application, locallyServed) {
      if (!selected) {
        return () => {
          throw new Error(`Drive disk "${name}" is not selected (DRIVE_DISK / DRIVE_PUBLIC_DISK)`)
        }
      }
      return provider.resolver(serviceName, application, locallyServed)
    },
  }
}

/** Private files on this machine: no public URL, signed links to the `drive.private` route. */
function localPrivate(): () => InstanceType<typeof FSDriver> {
  return () =>
    new FSDriver({
      location: `${root}/private`,
      visibility: 'private',
      urlBuilder: {
        async generateURL() {
          throw new Error('Private files have no public URL: use getSignedUrl()')
        },
        async generateSignedURL(key, _visibility, options) {
          const { default: router } = await import('@adonisjs/core/services/router')
          return router.urlBuilder.signedUrlFor(
            'drive.private',
            { '*': key.split('/') },
            { expiresIn: options.expiresIn ?? '5m', prefixUrl: env.get('APP_URL') }
          )
        },
      },
    })
}

const driveConfig = defineConfig({
  default: privateDisk,
  services: {
    local: localPrivate(),
    public: services.fs({
      location: `${root}/public`,
      serveFiles: true,
      routeBasePath: '/uploads',
      visibility: 'public',
    }),
    s3: onlyWhenSelected(privateDisk === 's3', 's3', s3(env.get('S3_BUCKET'), 'private')),
    s3_public: onlyWhenSelected(
      publicDisk === 's3_public',
      's3_public',
      s3(env.get('S3_PUBLIC_BUCKET') || env.get('S3_BUCKET'), 'public')
    ),
  },
})

export default driveConfig

/** The disk for public content (covers, rich-text images). */
export const PUBLIC_CONTENT_DISK = publicDisk

declare module '@adonisjs/drive/types' {
  export interface DriveDisks extends InferDriveDisks<typeof driveConfig> {}
}
