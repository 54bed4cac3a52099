// The S3-compatible storage driver (AWS S3, MinIO, R2...), chosen when S3_BUCKET is set. Uploads stream in parts
// (lib-storage); an object appears only when its upload completes, and a failed one is aborted, so nothing is left.
import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { Transform, type Readable } from 'node:stream';
import type { S3Config } from '../config';
import type { ByteRange, Storage } from './storage-driver';

export async function s3Storage(config: S3Config): Promise<Storage> {
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials:
      config.accessKeyId && config.secretAccessKey
        ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey }
        : undefined,
  });
  const Bucket = config.bucket;
  return {
    kind: 's3',
    async put(key, body) {
      let size = 0;
      let failure: Error | undefined;
      const counted = body.pipe(
        new Transform({
          transform(chunk: Buffer, _encoding, done) {
            size += chunk.length;
            done(null, chunk);
          },
        }),
      );
      // pipe() does not pass errors on: remember the source's and fail the upload with it
      body.once('error', (error) => {
        failure = error;
        counted.destroy(error);
      });
      const upload = new Upload({
        client,
        params: { Bucket, Key: key, Body: counted },
        queueSize: 2,
        partSize: 8 * 1024 * 1024,
        leavePartsOnError: false,
      });
      try {
        await upload.done();
      } catch (error) {
        // parts already sent are dropped by the server, not kept waiting for a completion that never comes
        await upload.abort().catch(() => undefined);
        throw failure ?? error;
      }
      if (failure) {
        await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
        throw failure;
      }
      return size;
    },
    async get(key, range?: ByteRange) {
      try {
        const answer = await client.send(
          new GetObjectCommand({ Bucket, Key: key, Range: range ? `bytes=${range.start}-${range.end}` : undefined }),
        );
        return answer.Body as Readable;
      } catch (error) {
        if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') return undefined;
        throw error;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
  };
}
