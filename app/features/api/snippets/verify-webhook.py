import hashlib, hmac, time

# raw_body: the request body exactly as received (bytes), before any JSON parsing.
def verify_webhook(raw_body: bytes, headers, secret: str, tolerance_seconds: int = 300) -> bool:
    timestamp = headers.get("SiteProof-Timestamp", "")
    if not timestamp.isdigit() or abs(time.time() - int(timestamp)) > tolerance_seconds:
        return False
    expected = hmac.new(secret.encode(), timestamp.encode() + b"." + raw_body, hashlib.sha256).hexdigest()
    # While a secret is rolled, the header carries one v1= signature per secret; any may match.
    parts = [p.strip() for p in headers.get("SiteProof-Signature", "").split(",")]
    return any(hmac.compare_digest(p[3:], expected) for p in parts if p.startswith("v1="))
