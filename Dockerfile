# One image for the gateway and the sandbox; docker-compose.yml picks the command.
FROM node:20-bookworm-slim
WORKDIR /app
COPY package.json package-lock.json ./
COPY schema/package.json schema/
COPY sandbox/package.json sandbox/
COPY gateway/package.json gateway/
COPY web/package.json web/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build
ENV NODE_ENV=production
EXPOSE 4000 4010
CMD ["npx", "tsx", "gateway/src/main.ts"]
