#!/usr/bin/env python3
"""An S3 API server on loopback for the media-store tests and `scripts/cluster.sh --media s3`: moto in server mode
with IAM access control ON, so every request must carry a valid SigV4 signature of a known key with a policy allowing it.

Bootstrap (the only unauthenticated calls, counted by INITIAL_NO_AUTH_ACTION_COUNT): create an IAM user, give it a
policy allowing s3:* on the one bucket, create its access key; and a second user that may only list and read the
bucket (for the tests of a refused write). Then the bucket is created *with the first key*.
Prints one JSON line {"endpoint", "bucket", "region", "access_key", "secret", "reader_access_key", "reader_secret"}
and serves until stdin closes (when --until-stdin-closes) or SIGTERM/SIGINT.

moto keeps objects in memory. With --keep DIR the bucket outlives the process, as a real object store's would: every
write or delete of an object is mirrored to DIR (the object under DIR/objects/<key>, its content type and metadata
under DIR/meta/<key>.json, each written to a scratch file and renamed) *before* the request is answered, so an
acknowledged write survives a kill; a start loads DIR back into the new bucket. The keys are new at every start (the
caller reads them from the JSON line).

    .venv/bin/python scripts/moto-server.py --port 0 --bucket media
    .venv/bin/python scripts/moto-server.py --bucket quranflow-media --keep .run/cluster/s3
"""
import argparse
import json
import os
import signal
import sys
import threading
import urllib.parse
import uuid
from pathlib import Path

BOOTSTRAP_ACTIONS = 6  # (CreateUser, PutUserPolicy, CreateAccessKey) for the writer, then for the reader
os.environ["INITIAL_NO_AUTH_ACTION_COUNT"] = str(BOOTSTRAP_ACTIONS)
os.environ.setdefault("AWS_DEFAULT_REGION", "us-east-1")
# boto3 needs some credentials for the unauthenticated bootstrap calls; moto ignores them for those.
os.environ.setdefault("AWS_ACCESS_KEY_ID", "bootstrap")
os.environ.setdefault("AWS_SECRET_ACCESS_KEY", "bootstrap")

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
from ports import free_port  # noqa: E402  (below the ephemeral range: lib/ports.py says why)
import boto3  # noqa: E402
from botocore.exceptions import ClientError  # noqa: E402
from moto.moto_server.werkzeug_app import DomainDispatcherApplication, MotoRequestHandler, create_backend_app  # noqa: E402
from werkzeug.serving import make_server  # noqa: E402


class QuietHandler(MotoRequestHandler):
    """Logs only the requests that failed (a line per request would drown the cluster's moto.log)."""

    def log_request(self, code="-", size="-"):
        if str(code).isdigit() and int(str(code)) >= 400 and int(str(code)) != 404:  # a 404 is the mirror asking after a deleted key
            super().log_request(code, size)


class KeptBucket:
    """WSGI middleware mirroring one bucket's objects to a folder (see the module's doc), and loading them back."""

    def __init__(self, app, bucket: str, folder: Path):
        self.app = app
        self.bucket = bucket
        self.objects = folder / "objects"
        self.meta = folder / "meta"
        self.client = None  # set once the writer's key exists; until then nothing is mirrored
        self.lock = threading.Lock()

    def key_of(self, environ) -> str | None:
        """The object key of a path-style request to the bucket (None for the bucket itself or another bucket)."""
        path = environ.get("PATH_INFO", "")
        prefix = f"/{self.bucket}/"
        if not path.startswith(prefix) or len(path) == len(prefix):
            return None
        key = path[len(prefix):]
        parts = key.split("/")
        if key.startswith("/") or any(part in ("", ".", "..") for part in parts):
            return None  # not a key a folder can hold; the media store never writes one
        return key

    def __call__(self, environ, start_response):
        method = environ.get("REQUEST_METHOD", "GET")
        query = urllib.parse.parse_qs(environ.get("QUERY_STRING", ""), keep_blank_values=True)
        if self.client is None or method not in ("PUT", "POST", "DELETE") or ("uploadId" in query and method == "PUT"):
            return self.app(environ, start_response)
        key = self.key_of(environ)
        whole_bucket = key is None and environ.get("PATH_INFO", "").rstrip("/") == f"/{self.bucket}" and "delete" in query
        if key is None and not whole_bucket:
            return self.app(environ, start_response)
        status = {}

        def recording(line, headers, exc_info=None):
            status["code"] = int(line.split(" ", 1)[0])
            return start_response(line, headers, exc_info)

        # The answer is held until the mirror is written: an acknowledged write is on disk.
        result = self.app(environ, recording)
        try:
            body = b"".join(result)
        finally:
            if hasattr(result, "close"):
                result.close()
        if 200 <= status.get("code", 500) < 300:
            if whole_bucket:
                self.reconcile()
            else:
                self.mirror(key)
        return [body]

    def paths(self, key: str) -> tuple[Path, Path]:
        return self.objects / key, self.meta / (key + ".json")

    @staticmethod
    def replace(target: Path, write) -> None:
        target.parent.mkdir(parents=True, exist_ok=True)
        scratch = target.parent / f".kept-{uuid.uuid4().hex}"
        try:
            with open(scratch, "wb") as out:
                write(out)
                out.flush()
                os.fsync(out.fileno())
            os.replace(scratch, target)
        finally:
            scratch.unlink(missing_ok=True)

    def mirror(self, key: str) -> None:
        """Makes the folder's copy of `key` what the bucket holds now (gone if the bucket has no such object)."""
        data, meta = self.paths(key)
        with self.lock:
            try:
                got = self.client.get_object(Bucket=self.bucket, Key=key)
            except ClientError as error:
                if error.response.get("Error", {}).get("Code") in ("NoSuchKey", "404"):
                    data.unlink(missing_ok=True)
                    meta.unlink(missing_ok=True)
                    return
                raise
            self.replace(data, lambda out: [out.write(chunk) for chunk in got["Body"].iter_chunks(1 << 16)])
            described = {"content_type": got.get("ContentType", "application/octet-stream"), "metadata": got.get("Metadata", {})}
            self.replace(meta, lambda out: out.write(json.dumps(described).encode()))

    def reconcile(self) -> None:
        """After a multi-object delete: drops the copies of objects the bucket no longer holds."""
        held = set()
        for page in self.client.get_paginator("list_objects_v2").paginate(Bucket=self.bucket):
            held.update(item["Key"] for item in page.get("Contents", []))
        for data in list(self.objects.rglob("*")) if self.objects.exists() else []:
            key = data.relative_to(self.objects).as_posix()
            if data.is_file() and not data.name.startswith(".kept-") and key not in held:
                for path in self.paths(key):
                    path.unlink(missing_ok=True)

    def load(self, client) -> int:
        """Puts every kept object back into the (new, empty) bucket; returns how many. Mirroring starts after."""
        count = 0
        if self.objects.exists():
            for data in sorted(self.objects.rglob("*")):
                if not data.is_file() or data.name.startswith(".kept-"):
                    continue
                key = data.relative_to(self.objects).as_posix()
                _, meta = self.paths(key)
                described = json.loads(meta.read_text()) if meta.exists() else {}
                with open(data, "rb") as body:
                    client.put_object(Bucket=self.bucket, Key=key, Body=body,
                                      ContentType=described.get("content_type", "application/octet-stream"),
                                      Metadata=described.get("metadata", {}))
                count += 1
        self.client = client
        return count




def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--port", type=int, default=0)
    parser.add_argument("--bucket", default="quranflow-media")
    parser.add_argument("--region", default="us-east-1")
    parser.add_argument("--until-stdin-closes", action="store_true")
    parser.add_argument("--keep", help="a folder the bucket is kept in across restarts")
    args = parser.parse_args()
    port = args.port or free_port()
    app = DomainDispatcherApplication(create_backend_app)
    kept = KeptBucket(app, args.bucket, Path(args.keep)) if args.keep else None
    server = make_server("127.0.0.1", port, kept or app, threaded=True, request_handler=QuietHandler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    endpoint = f"http://127.0.0.1:{port}"
    iam = boto3.client("iam", endpoint_url=endpoint, region_name=args.region)
    iam.create_user(UserName="quranflow")
    policy = {
        "Version": "2012-10-17",
        "Statement": [{"Effect": "Allow", "Action": "s3:*",
                       "Resource": [f"arn:aws:s3:::{args.bucket}", f"arn:aws:s3:::{args.bucket}/*"]}],
    }
    iam.put_user_policy(UserName="quranflow", PolicyName="media", PolicyDocument=json.dumps(policy))
    key = iam.create_access_key(UserName="quranflow")["AccessKey"]
    iam.create_user(UserName="reader")
    reader_policy = {
        "Version": "2012-10-17",
        "Statement": [{"Effect": "Allow", "Action": ["s3:ListBucket", "s3:HeadBucket", "s3:GetObject"],
                       "Resource": [f"arn:aws:s3:::{args.bucket}", f"arn:aws:s3:::{args.bucket}/*"]}],
    }
    iam.put_user_policy(UserName="reader", PolicyName="read", PolicyDocument=json.dumps(reader_policy))
    reader = iam.create_access_key(UserName="reader")["AccessKey"]
    s3 = boto3.client("s3", endpoint_url=endpoint, region_name=args.region,
                      aws_access_key_id=key["AccessKeyId"], aws_secret_access_key=key["SecretAccessKey"])
    s3.create_bucket(Bucket=args.bucket)
    loaded = kept.load(s3) if kept else 0
    print(json.dumps({"endpoint": endpoint, "bucket": args.bucket, "region": args.region,
                      "access_key": key["AccessKeyId"], "secret": key["SecretAccessKey"],
                      "reader_access_key": reader["AccessKeyId"], "reader_secret": reader["SecretAccessKey"],
                      "loaded": loaded}), flush=True)
    stop = threading.Event()
    signal.signal(signal.SIGTERM, lambda *_: stop.set())
    signal.signal(signal.SIGINT, lambda *_: stop.set())
    if args.until_stdin_closes:
        threading.Thread(target=lambda: (sys.stdin.read(), stop.set()), daemon=True).start()
    stop.wait()
    server.shutdown()


if __name__ == "__main__":
    main()
