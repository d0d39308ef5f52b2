#!/usr/bin/env python3
"""A stand-in tunnel for Pacer's tunnel tests (crates/engine/tests/tunnel.rs).

It behaves like a quick tunnel program as Pacer sees one: it is started with the local port,
prints log noise and then its "public" URL (in a cloudflared-style box, on stderr as
cloudflared does), and forwards every TCP connection on that URL's port to the local port.
Its public URL is http://127.0.0.1:<a free port>, a new one on every start, like a
cloudflared quick tunnel.

    fake_tunnel.py PORT [--exit-after SECONDS] [--exit-code N] [--print-origin] [--no-url]

--exit-after    exit after that many seconds (to test restarts)
--exit-code     the exit code then (default 1)
--print-origin  also print the origin URL http://127.0.0.1:PORT first (Pacer must skip it)
--no-url        never print a public URL (to test the URL timeout)

Standard library only. Every line is flushed as it is printed.
"""

import argparse
import os
import socket
import sys
import threading
import time


def say(line, stream=sys.stdout):
    stream.write(time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()) + " INF " + line + "\n")
    stream.flush()


def pipe(source, sink):
    """Copies bytes one way until the source closes, then half-closes the sink."""
    try:
        while True:
            data = source.recv(65536)
            if not data:
                break
            sink.sendall(data)
    except OSError:
        pass
    finally:
        try:
            sink.shutdown(socket.SHUT_WR)
        except OSError:
            pass


def forward(client, local_port):
    try:
        upstream = socket.create_connection(("127.0.0.1", local_port), timeout=10)
        upstream.settimeout(None)
    except OSError:
        client.close()
        return
    back = threading.Thread(target=pipe, args=(upstream, client), daemon=True)
    back.start()
    pipe(client, upstream)
    back.join()
    client.close()
    upstream.close()


def serve(listener, local_port):
    while True:
        try:
            client, _ = listener.accept()
        except OSError:
            return
        threading.Thread(target=forward, args=(client, local_port), daemon=True).start()


def main():
    parser = argparse.ArgumentParser(description="A stand-in tunnel for Pacer's tests.")
    parser.add_argument("port", type=int, help="the local port to forward to")
    parser.add_argument("--exit-after", type=float, default=None)
    parser.add_argument("--exit-code", type=int, default=1)
    parser.add_argument("--print-origin", action="store_true")
    parser.add_argument("--no-url", action="store_true")
    args = parser.parse_args()

    listener = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    listener.bind(("127.0.0.1", 0))
    listener.listen(64)
    public = "http://127.0.0.1:%d" % listener.getsockname()[1]
    threading.Thread(target=serve, args=(listener, args.port), daemon=True).start()

    say("Starting fake tunnel 0.0.0 (a stand-in for cloudflared in Pacer's tests)")
    say(
        "Thank you for trying the fake tunnel. Terms: https://www.cloudflare.com/website-terms/, "
        "docs at https://developers.cloudflare.com/cloudflare-one/connections/connect-apps",
        sys.stderr,
    )
    if args.print_origin:
        say("Settings: map[no-autoupdate:true url:http://127.0.0.1:%d]" % args.port, sys.stderr)
        say("Forwarding to origin http://127.0.0.1:%d." % args.port)
    say("Requesting new quick Tunnel on 127.0.0.1...", sys.stderr)
    if not args.no_url:
        border = "+" + "-" * 60 + "+"
        say(border, sys.stderr)
        say("|  Your quick Tunnel has been created! Visit it at:".ljust(61) + "|", sys.stderr)
        say(("|  " + public).ljust(61) + "|", sys.stderr)
        say(border, sys.stderr)
    say("Registered tunnel connection connIndex=0 location=test protocol=tcp")

    if args.exit_after is not None:
        time.sleep(args.exit_after)
        say("Tunnel server stopped (--exit-after %s)" % args.exit_after, sys.stderr)
        os._exit(args.exit_code)
    while True:
        time.sleep(3600)


if __name__ == "__main__":
    main()
