<HTML><HEAD><TITLE>ABC.es - Niza</TITLE>
<META http-equiv="Content-Type" content="text/html; charset=utf-8"></HEAD>
<BODY>
<TD class="menu"><A href="index.asp">Internacional</A></TD>
<titulo>La cumbre de Niza termina sin acuerdo sobre el voto</titulo>
<firma>Corresponsal en Niza</firma>
<entradilla>Los quince aplazan la reforma.</entradilla>
<texto><p>Los jefes de Gobierno discutieron durante cuatro días.</p></texto>
<DIV class="publicidad">Compre su coche nuevo</DIV>
</BODY></HTML>
