/** Whether the shared Redis of the test machine answers; suites that need it skip otherwise. */
import { Redis } from 'ioredis';

export async function redisAnswers(): Promise<boolean> {
  const redis = new Redis('redis://127.0.0.1:6379', {
    lazyConnect: true,
    connectTimeout: 1000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  try {
    await redis.connect();
    return (await redis.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    redis.disconnect();
  }
}
