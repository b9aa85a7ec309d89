# The platform API: only what it runs (the contract and the API's sources, the workspace's
# lockfile), never the build context's other files; keys and settings come from the environment
# and mounted volumes at run time (docker-compose.yml).
FROM node:20-bookworm-slim
# The artwork's WebPs are drawn with the server's fonts: Noto covers every script the site speaks
# (Thai, Devanagari, Chinese, Japanese, Korean among them); without it such text is served as SVG.
RUN apt-get update \
  && apt-get install -y --no-install-recommends fontconfig fonts-noto-core fonts-noto-cjk \
  && rm -rf /var/lib/apt/lists/*
RUN npm install -g pnpm@10.34.8
WORKDIR /repo
COPY package.json pnpm-lock.yaml pnpm-workspace.yaml tsconfig.base.json ./
COPY contracts/package.json contracts/tsconfig.json contracts/
COPY contracts/src contracts/src
COPY platform-api/package.json platform-api/tsconfig.json platform-api/
COPY platform-api/src platform-api/src
COPY platform-api/scripts platform-api/scripts
RUN pnpm install --frozen-lockfile --filter @croupier/platform-api...
# The volumes' mount points, owned by the user the API runs as: a new named volume takes them over.
RUN mkdir -p /var/lib/croupier/receipts /var/lib/croupier/kyc \
  && chown -R node:node /var/lib/croupier
ENV NODE_ENV=production PORT=4000 HOST=0.0.0.0
EXPOSE 4000
# The node image's unprivileged user: the API needs no root.
USER node
CMD ["pnpm", "--filter", "@croupier/platform-api", "start"]
