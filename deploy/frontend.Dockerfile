# Builds one frontend (APP_DIR: shell, mfe-games, mfe-wallet, mfe-account, mfe-referral, backoffice) and serves it with nginx.
# The build stage sees the context .dockerignore leaves (no keys, no .env); the image that runs
# holds only the built files and nginx's configuration, and nginx runs unprivileged.
FROM node:20-bookworm-slim AS build
ARG APP_DIR
RUN npm install -g pnpm@10.34.8
WORKDIR /repo
COPY . .
RUN pnpm install --frozen-lockfile && pnpm --filter "./${APP_DIR}" build

# nginx's own image that runs as the user nginx (uid 101) and listens on unprivileged ports.
FROM nginxinc/nginx-unprivileged:1.27-alpine
ARG APP_DIR
ARG PORT
ENV PORT=${PORT}
# Remotes' release folders (a mounted volume); the shell has none.
ENV RELEASES_ROOT=/srv/releases/none
# Only the back office forwards /admin to the API (its service sets ADMIN_API=on).
ENV ADMIN_API=off
COPY deploy/nginx/frontend.conf.template /etc/nginx/templates/default.conf.template
COPY deploy/nginx/security-headers.conf /etc/nginx/security-headers.conf
COPY --from=build /repo/${APP_DIR}/dist /usr/share/nginx/html
EXPOSE ${PORT}
USER nginx
