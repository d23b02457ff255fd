#!/usr/bin/env python3
"""An S3 API server on loopback for the media-store tests and `scripts/cluster.sh --media s3`: moto in server mode
with IAM access control ON, so every request must carry a valid SigV4 signature of a known key with a policy allowing it.

Bootstrap (the only unauthenticated calls, counted by INITIAL_NO_AUTH_ACTION_COUNT): create an IAM user, give it a
policy allowing s3:* on the one bucket, create its access key; and a second user that may only list and read the
bucket (for the tests of a refused write). Then the bucket is created *with the first key*.
Prints one JSON line {"endpoint", "bucket", "region", "access_key", "secret", "reader_access_key", "reader_secret"}
and serves until stdin closes (when --until-stdin-closes) or SIGTERM/SIGINT.

    .venv/bin/python scripts/moto-server.py --port 0 --bucket media
"""
import argparse
import json
import os
import signal
import sys
import threading

BOOTSTRAP_ACTIONS = 6  # (CreateUser, PutUserPolicy, CreateAccessKey) for the writer, then for the reader
os.environ["INITIAL_NO_AUTH_ACTION_COUNT"] = str(BOOTSTRAP_ACTIONS)
os.environ.setdefault("AWS_DEFAULT_REGION", "us-east-1")
# boto3 needs some credentials for the unauthenticated bootstrap calls; moto ignores them for those.
os.environ.setdefault("AWS_ACCESS_KEY_ID", "bootstrap")
os.environ.setdefault("AWS_SECRET_ACCESS_KEY", "bootstrap")

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
from ports import free_port  # noqa: E402  (below the ephemeral range: lib/ports.py says why)
import boto3  # noqa: E402
from moto.server import ThreadedMotoServer  # noqa: E402




def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--port", type=int, default=0)
    parser.add_argument("--bucket", default="quranflow-media")
    parser.add_argument("--region", default="us-east-1")
    parser.add_argument("--until-stdin-closes", action="store_true")
    args = parser.parse_args()
    port = args.port or free_port()
    server = ThreadedMotoServer(ip_address="127.0.0.1", port=port, verbose=False)
    server.start()
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
    print(json.dumps({"endpoint": endpoint, "bucket": args.bucket, "region": args.region,
                      "access_key": key["AccessKeyId"], "secret": key["SecretAccessKey"],
                      "reader_access_key": reader["AccessKeyId"], "reader_secret": reader["SecretAccessKey"]}), flush=True)
    stop = threading.Event()
    signal.signal(signal.SIGTERM, lambda *_: stop.set())
    signal.signal(signal.SIGINT, lambda *_: stop.set())
    if args.until_stdin_closes:
        threading.Thread(target=lambda: (sys.stdin.read(), stop.set()), daemon=True).start()
    stop.wait()
    server.stop()


if __name__ == "__main__":
    main()
