<HTML><HEAD><TITLE>ABC.es - Deportes</TITLE></HEAD>
<BODY><titulo>El Madrid gana en Auxerre</titulo><texto><p>Crónica deportiva.</p></texto></BODY></HTML>
