# Two stages. `build` installs everything, builds the web app and bundles the gateway and the
# sandbox with esbuild (scripts/build-server.mjs). The production stage gets only that runnable
# copy: the bundles, web/dist, and the one production dependency left out of the bundles
# (PGlite); no dev dependencies, no TypeScript, plain `node`, a non-root user.
# The same image runs the sandbox: `node sandbox/dist/main.js` (docker-compose.yml).

FROM node:24-bookworm-slim AS build
# The npm that reads package.json's allowScripts (install scripts are approved one by one).
RUN npm install -g npm@11.19.1
WORKDIR /app
COPY package.json package-lock.json ./
COPY schema/package.json schema/
COPY sandbox/package.json sandbox/
COPY gateway/package.json gateway/
COPY web/package.json web/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && node scripts/build-server.mjs --runtime /runtime

FROM node:24-bookworm-slim AS production
# Stack traces in the logs point at the TypeScript sources (the bundles carry source maps).
ENV NODE_ENV=production NODE_OPTIONS=--enable-source-maps
WORKDIR /app
COPY --from=build --chown=node:node /runtime ./
USER node
EXPOSE 4000 4010
HEALTHCHECK --interval=10s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "scripts/healthcheck.mjs"]
# SIGTERM reaches node directly (exec form, PID 1) and drains the replica (gateway/src/shutdown.ts).
STOPSIGNAL SIGTERM
CMD ["node", "gateway/dist/main.js"]
