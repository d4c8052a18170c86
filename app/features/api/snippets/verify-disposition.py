import base64, hashlib, json
from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PublicKey
from cryptography.exceptions import InvalidSignature

def b64url(text: str) -> bytes:
    return base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))

# result: the answer of GET /api/v1/cases/{id}/result; keys: the "keys" of /.well-known/siteproof-keys.json.
def verify_disposition(result, keys):
    checked = []
    for d in result["dispositions"]:
        key = next((k for k in keys if k["kid"] == d["key_id"]), None)
        try:
            Ed25519PublicKey.from_public_bytes(b64url(key["jwk"]["x"])).verify(b64url(d["signature"]), d["body"].encode())
            signed = True
        except (InvalidSignature, TypeError):
            signed = False
        # The signed body names the seal it decided on: its SHA-256 must be one of the case's sealed inspections'.
        seal_hash = json.loads(d["body"])["sealHash"]
        sealed = any(i["seal"] and hashlib.sha256(i["seal"]["text"].encode()).hexdigest() == seal_hash for i in result["inspections"])
        checked.append({"id": d["id"], "signed": signed, "sealed": sealed})
    return checked
