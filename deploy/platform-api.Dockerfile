FROM node:20-bookworm-slim
RUN npm install -g pnpm@10.34.8
WORKDIR /repo
COPY . .
RUN pnpm install --frozen-lockfile --filter @croupier/platform-api...
ENV NODE_ENV=production PORT=4000 HOST=0.0.0.0
EXPOSE 4000
CMD ["pnpm", "--filter", "@croupier/platform-api", "start"]
